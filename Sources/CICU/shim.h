#include <unicode/ubidi.h>
