#ifndef CATALOG_BIDI_SHIM_H
#define CATALOG_BIDI_SHIM_H

#include <stdint.h>

/// Passing this as `paragraph_level` lets rules P2 and P3 choose the direction (the first
/// strong character outside isolates; left to right when there is none).
#define CATALOG_BIDI_AUTOMATIC 0xFE

/// Resolves the Unicode bidirectional algorithm (UAX #9, through ICU's ubidi) for one
/// paragraph of `length` UTF-16 code units at `paragraph_level` (0 left to right, 1 right to
/// left, or `CATALOG_BIDI_AUTOMATIC`), writes each code unit's embedding level to `levels` and
/// the paragraph's level to `resolved_level`. Returns 0, or ICU's error code. ICU renames its
/// symbols per version; this keeps those names out of Swift.
int32_t catalog_bidi_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                            uint8_t *levels, uint8_t *resolved_level);

/// Writes ICU's version ("72.1") to `buffer`, which holds at least 20 bytes
/// (U_MAX_VERSION_STRING_LENGTH).
void catalog_icu_version(char *buffer);

#endif
