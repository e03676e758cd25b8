/* teach/lessons.c: placeholder */
#include "tui/teach/internal.h"
enum tui_run teach_lessons_run(const struct teach_board_game *g)
{
        (void)g;
        return TUI_RUN_BACK;
}
