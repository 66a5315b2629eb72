#include "png_shim.h"
