// Runner ops of the ray queries.
#include "runner.h"

const fc_run_op fc_run_ops_ray[] = {
    { 0, 0 }
};
