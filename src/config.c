// The object whose name spells the options that shape the API's structs
// (FC_CONFIG_SYMBOL, fixcol/config.h): every file that includes fixcol.h
// refers to the one its own options spell, so a program built with other
// values than the library fails to link instead of failing at run time.
#include "fixcol/base.h"

const char FC_CONFIG_SYMBOL = 1;
