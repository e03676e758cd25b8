/* fuzz_engine_quixo.c: libFuzzer target, the Quixo engine protocol
 * interpreter on arbitrary input lines. */
#include "fuzz_engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        return fuzz_engine_session(&tt_quixo_ops, data, size);
}
