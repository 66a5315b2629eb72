#include "bidi_shim.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/uversion.h>

int32_t catalog_bidi_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                            uint8_t *levels, uint8_t *resolved_level) {
  // ubidi's default level resolves P2 and P3 as UAX #9 states them (skipping isolates), which
  // ubidi_getBaseDirection does not.
  UBiDiLevel requested =
      paragraph_level == CATALOG_BIDI_AUTOMATIC ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraph_level;
  *resolved_level = requested == UBIDI_DEFAULT_LTR ? 0 : requested;
  if (length <= 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return (int32_t)status;
  ubidi_setPara(bidi, (const UChar *)text, length, requested, NULL, &status);
  if (U_SUCCESS(status)) {
    UBiDiLevel level = 0;
    ubidi_getParagraphByIndex(bidi, 0, NULL, NULL, &level, &status);
    if (U_SUCCESS(status)) *resolved_level = level;
  }
  const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
  if (U_SUCCESS(status) && resolved != NULL) memcpy(levels, resolved, (size_t)length);
  ubidi_close(bidi);
  return U_SUCCESS(status) ? 0 : (int32_t)status;
}

void catalog_icu_version(char *buffer) {
  UVersionInfo version;
  u_getVersion(version);
  u_versionToString(version, buffer);
}
