// Runner ops of the contact queries.
#include "runner.h"

const fc_run_op fc_run_ops_contact[] = {
    { 0, 0 }
};
