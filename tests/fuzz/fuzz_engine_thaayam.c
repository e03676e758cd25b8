/* fuzz_engine_thaayam.c: libFuzzer target, the Thaayam engine protocol
 * interpreter on arbitrary input lines. */
#include "fuzz_engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        return fuzz_engine_session(&tt_thaayam_ops, data, size);
}
