// The runs that the desktop (main.c --sizes) and the GBA
// (ports/gba/field_main.c) both make, so that their state hashes can be
// compared line by line.
#ifndef FIELD_RUNS_H
#define FIELD_RUNS_H

#define FIELD_RUN_SEED  0x9e3779b9u
#define FIELD_RUN_STEPS 120              // two simulated seconds each
#define FIELD_RUN_SIZES 25, 50, 75, 90, 100, 150, 200, 300, 400

#endif // FIELD_RUNS_H
