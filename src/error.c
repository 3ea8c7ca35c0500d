// Names of the error codes, as the conformance protocol spells them.
#include "fixcol/base.h"

const char *fc_error_name(int code)
{
    switch (code) {
    case FC_ERR_NULL:       return "null";
    case FC_ERR_COUNT:      return "count";
    case FC_ERR_RANGE:      return "range";
    case FC_ERR_INVALID:    return "invalid";
    case FC_ERR_DEGENERATE: return "degenerate";
    case FC_ERR_CONCAVE:    return "concave";
    case FC_ERR_COMPLEX:    return "complex";
    case FC_ERR_OVERFLOW:   return "overflow";
    case FC_ERR_DIVZERO:    return "divzero";
    case FC_ERR_DOMAIN:     return "domain";
    case FC_ERR_CAPACITY:   return "capacity";
    default:                return code < 0 ? "unknown" : "ok";
    }
}
