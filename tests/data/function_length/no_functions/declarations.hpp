// Declarations alone: the function length check must not pass on a folder
// where it finds no function to measure.
#pragma once

int declaredOnly(int value);
