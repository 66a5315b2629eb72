#include "bidi_shim.h"

#include <string.h>
#include <unicode/ubidi.h>

int32_t catalog_bidi_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                            uint8_t *levels) {
  if (length <= 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return (int32_t)status;
  ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)paragraph_level, NULL, &status);
  const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
  if (U_SUCCESS(status) && resolved != NULL) memcpy(levels, resolved, (size_t)length);
  ubidi_close(bidi);
  return U_SUCCESS(status) ? 0 : (int32_t)status;
}

int32_t catalog_bidi_base_direction(const uint16_t *text, int32_t length) {
  if (length <= 0) return -1;
  // ubidi_getBaseDirection looks at the first strong character even inside an isolate;
  // resolving the paragraph with a default level applies P2 and P3 as UAX #9 states them.
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return -1;
  ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
  int32_t result = -1;
  if (U_SUCCESS(status)) {
    // With no strong character the default, left to right, stands.
    UBiDiLevel level = 0;
    ubidi_getParagraphByIndex(bidi, 0, NULL, NULL, &level, &status);
    if (U_SUCCESS(status)) result = level & 1;
  }
  ubidi_close(bidi);
  return result;
}
