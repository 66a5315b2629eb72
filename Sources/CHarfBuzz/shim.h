#include <hb.h>
#include <hb-ot.h>

/// Draws `glyph`'s outline through `funcs`: `hb_font_draw_glyph` where HarfBuzz has it (7.0
/// and later, where `hb_font_get_glyph_shape` is deprecated), `hb_font_get_glyph_shape`
/// before (4.0 to 6.x). One name, so the package builds without warnings on both.
static inline void catalog_hb_draw_glyph(hb_font_t *font, hb_codepoint_t glyph,
                                         hb_draw_funcs_t *funcs, void *context) {
#if HB_VERSION_ATLEAST(7, 0, 0)
  hb_font_draw_glyph(font, glyph, funcs, context);
#else
  hb_font_get_glyph_shape(font, glyph, funcs, context);
#endif
}
