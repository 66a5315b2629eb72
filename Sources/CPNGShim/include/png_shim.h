#ifndef PNG_SHIM_H
#define PNG_SHIM_H
/* Every libpng call lives behind this header, so libpng's longjmp never crosses a Swift frame. */
#endif
