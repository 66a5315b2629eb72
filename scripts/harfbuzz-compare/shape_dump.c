/*
 * shape_dump: print HarfBuzz's shaping of every line of a corpus with one font, in a form
 * that `diff` compares across HarfBuzz versions. Part of scripts/harfbuzz-compare/compare.sh.
 *
 *   shape_dump [-n] [-f FEATURES] FONT CORPUS
 *   shape_dump -o FONT
 *
 *   -n           also print each glyph's name (post/CFF), for reading a diff, not for diffing
 *   -f FEATURES  comma-separated hb_feature_from_string() list applied to the whole run,
 *                e.g. "tnum" (what the catalog's tabularFigures asks for); default: none, so
 *                HarfBuzz's default features only
 *   -o           instead of shaping: the other things the renderer takes from HarfBuzz
 *                (FontFace.swift), i.e. hb_font_get_h_extents, cap and x height from
 *                hb_ot_metrics_get_position, and every glyph's outline as drawn by
 *                hb_font_get_glyph_shape (HarfBuzz >= 4.0; older versions exit 3)
 *
 * The font is opened the way Sources/TextEngine/Fonts/FontFace.swift opens it:
 * hb_blob_create_from_file + hb_face_create(blob, 0) + hb_font_create, scale = units per em,
 * no ppem (so no hinting), HarfBuzz's own OpenType font functions (no FreeType).
 *
 * Each corpus line (UTF-8, one string a line) is shaped
 *   - whole: the entire line in one buffer, hb_buffer_guess_segment_properties, and the
 *     direction forced to RTL when the line holds any Hebrew or Arabic letter;
 *   - runN:  only for lines that mix directions, again run by run, the way the renderer
 *     (Shaper.swift) shapes one bidi run at a time without context: a run is a maximal
 *     stretch of right-to-left letters (Hebrew/Arabic) or of anything else with strong
 *     direction; neutral characters (spaces, punctuation, symbols) join the run before them,
 *     digits (European or Arabic-Indic) form left-to-right runs of their own. RTL runs are
 *     shaped with HB_DIRECTION_RTL. This is a simplified bidi, enough to put the same runs
 *     through every version.
 *
 * Output, one line per shaped buffer:
 *   LINENO<TAB>whole|runN<TAB>DIRECTION<TAB>SCRIPT<TAB>glyph glyph ...
 * with each glyph as  gid@cluster:x_advance,y_advance/x_offset,y_offset  (clusters are byte
 * offsets into the shaped text). A first line "# harfbuzz VERSION" names the library that
 * ran; compare.sh drops it before diffing.
 */
#include <hb.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FEATURES 16

static int is_rtl_letter(uint32_t c) {
  return (c >= 0x0590 && c <= 0x08FF) || (c >= 0xFB1D && c <= 0xFDFF) ||
         (c >= 0xFE70 && c <= 0xFEFF);
}

/* 'R' right-to-left letter, 'D' digit (European or Arabic-Indic), 'L' other letter, 'N' neutral */
static char classify(uint32_t c) {
  if ((c >= '0' && c <= '9') || (c >= 0x0660 && c <= 0x0669) || (c >= 0x06F0 && c <= 0x06F9))
    return 'D';
  if (is_rtl_letter(c)) {
    /* Hebrew/Arabic punctuation and marks that are neutral or follow their base */
    if (c == 0x060C || c == 0x061F || c == 0x066A || c == 0x066B || c == 0x066C || c == 0x05BE ||
        c == 0x05F3 || c == 0x05F4)
      return 'N';
    return 'R';
  }
  if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return 'L';
  if (c >= 0x00C0 && c <= 0x024F && c != 0x00D7 && c != 0x00F7) return 'L';
  if (c >= 0x0300 && c <= 0x036F) return 'N'; /* combining marks follow their base */
  if (c >= 0x0370 && c <= 0x058F) return 'L';  /* Greek, Cyrillic, Armenian */
  if (c >= 0x1E00 && c <= 0x1FFF) return 'L';
  return 'N';
}

/* Decode one UTF-8 sequence; returns its length (1 on malformed input, value U+FFFD). */
static int utf8_next(const unsigned char *s, size_t n, uint32_t *out) {
  unsigned char b = s[0];
  int len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
  if (len == 0 || (size_t)len > n) { *out = 0xFFFD; return 1; }
  uint32_t c = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
  for (int i = 1; i < len; i++) {
    if ((s[i] & 0xC0) != 0x80) { *out = 0xFFFD; return 1; }
    c = (c << 6) | (s[i] & 0x3F);
  }
  *out = c;
  return len;
}

static void shape_and_print(hb_font_t *font, const char *text, int len, int force_rtl,
                            const hb_feature_t *features, unsigned n_features, long lineno,
                            const char *label, int names) {
  hb_buffer_t *buf = hb_buffer_create();
  hb_buffer_add_utf8(buf, text, len, 0, len);
  hb_buffer_guess_segment_properties(buf);
  if (force_rtl) hb_buffer_set_direction(buf, HB_DIRECTION_RTL);
  hb_shape(font, buf, features, n_features);

  char script[5] = {0};
  hb_tag_to_string(hb_script_to_iso15924_tag(hb_buffer_get_script(buf)), script);
  printf("%ld\t%s\t%s\t%s\t", lineno, label, hb_direction_to_string(hb_buffer_get_direction(buf)),
         script);
  unsigned count = 0;
  hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buf, &count);
  hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buf, &count);
  for (unsigned i = 0; i < count; i++) {
    printf("%s%u@%u:%d,%d/%d,%d", i ? " " : "", info[i].codepoint, info[i].cluster,
           pos[i].x_advance, pos[i].y_advance, pos[i].x_offset, pos[i].y_offset);
    if (names) {
      char name[64];
      if (!hb_font_get_glyph_name(font, info[i].codepoint, name, sizeof name))
        snprintf(name, sizeof name, "gid%u", info[i].codepoint);
      printf("[%s]", name);
    }
  }
  putchar('\n');
  hb_buffer_destroy(buf);
}

#if HB_VERSION_ATLEAST(4, 0, 0)
#include <hb-ot.h>
static void out_move(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float x, float y, void *u) {
  (void)f; (void)d; (void)st; (void)u;
  printf(" M%.9g,%.9g", x, y);
}
static void out_line(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float x, float y, void *u) {
  (void)f; (void)d; (void)st; (void)u;
  printf(" L%.9g,%.9g", x, y);
}
static void out_quad(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float cx, float cy, float x,
                     float y, void *u) {
  (void)f; (void)d; (void)st; (void)u;
  printf(" Q%.9g,%.9g,%.9g,%.9g", cx, cy, x, y);
}
static void out_cubic(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float c1x, float c1y,
                      float c2x, float c2y, float x, float y, void *u) {
  (void)f; (void)d; (void)st; (void)u;
  printf(" C%.9g,%.9g,%.9g,%.9g,%.9g,%.9g", c1x, c1y, c2x, c2y, x, y);
}
static void out_close(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, void *u) {
  (void)f; (void)d; (void)st; (void)u;
  printf(" Z");
}

static int dump_outlines(hb_font_t *font, hb_face_t *face) {
  hb_font_extents_t ext;
  hb_font_get_h_extents(font, &ext);
  hb_position_t cap = 0, xh = 0;
  int has_cap = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap);
  int has_xh = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_X_HEIGHT, &xh);
  printf("metrics\tascender %d descender %d line_gap %d cap_height %d%s x_height %d%s\n",
         ext.ascender, ext.descender, ext.line_gap, cap, has_cap ? "" : "(none)", xh,
         has_xh ? "" : "(none)");
  hb_draw_funcs_t *funcs = hb_draw_funcs_create();
  hb_draw_funcs_set_move_to_func(funcs, out_move, NULL, NULL);
  hb_draw_funcs_set_line_to_func(funcs, out_line, NULL, NULL);
  hb_draw_funcs_set_quadratic_to_func(funcs, out_quad, NULL, NULL);
  hb_draw_funcs_set_cubic_to_func(funcs, out_cubic, NULL, NULL);
  hb_draw_funcs_set_close_path_func(funcs, out_close, NULL, NULL);
  hb_draw_funcs_make_immutable(funcs);
  unsigned n = hb_face_get_glyph_count(face);
  for (unsigned g = 0; g < n; g++) {
    printf("%u\t", g);
    hb_font_get_glyph_shape(font, g, funcs, NULL);
    putchar('\n');
  }
  hb_draw_funcs_destroy(funcs);
  return 0;
}
#else
static int dump_outlines(hb_font_t *font, hb_face_t *face) {
  (void)font; (void)face;
  fprintf(stderr, "shape_dump: -o needs HarfBuzz >= 4.0 (this is %s)\n", hb_version_string());
  return 3;
}
#endif

int main(int argc, char **argv) {
  int names = 0, outlines = 0;
  const char *feature_list = NULL;
  int argi = 1;
  for (; argi < argc && argv[argi][0] == '-'; argi++) {
    if (!strcmp(argv[argi], "-n")) names = 1;
    else if (!strcmp(argv[argi], "-o")) outlines = 1;
    else if (!strcmp(argv[argi], "-f") && argi + 1 < argc) feature_list = argv[++argi];
    else break;
  }
  if (argc - argi != 2 - outlines) {
    fprintf(stderr, "usage: %s [-n] [-f FEATURES] FONT CORPUS\n       %s -o FONT\n", argv[0],
            argv[0]);
    return 2;
  }
  const char *font_path = argv[argi], *corpus_path = outlines ? NULL : argv[argi + 1];

  hb_feature_t features[MAX_FEATURES];
  unsigned n_features = 0;
  if (feature_list && *feature_list) {
    char *copy = strdup(feature_list);
    for (char *tok = strtok(copy, ","); tok && n_features < MAX_FEATURES; tok = strtok(NULL, ",")) {
      if (!hb_feature_from_string(tok, -1, &features[n_features])) {
        fprintf(stderr, "shape_dump: bad feature '%s'\n", tok);
        return 2;
      }
      features[n_features].start = 0;
      features[n_features].end = (unsigned)-1;
      n_features++;
    }
    free(copy);
  }

  hb_blob_t *blob = hb_blob_create_from_file(font_path);
  if (hb_blob_get_length(blob) == 0) {
    fprintf(stderr, "shape_dump: cannot read font '%s'\n", font_path);
    return 1;
  }
  hb_face_t *face = hb_face_create(blob, 0);
  hb_blob_destroy(blob);
  if (hb_face_get_glyph_count(face) == 0) {
    fprintf(stderr, "shape_dump: '%s' has no glyphs\n", font_path);
    return 1;
  }
  hb_font_t *font = hb_font_create(face);
  int upem = (int)hb_face_get_upem(face);
  hb_font_set_scale(font, upem, upem);
  hb_font_make_immutable(font);

  if (outlines) {
    printf("# harfbuzz %s\n", hb_version_string());
    int rc = dump_outlines(font, face);
    hb_font_destroy(font);
    hb_face_destroy(face);
    return rc;
  }

  FILE *corpus = fopen(corpus_path, "rb");
  if (!corpus) {
    perror(corpus_path);
    return 1;
  }
  printf("# harfbuzz %s\n", hb_version_string());

  char *line = NULL;
  size_t cap = 0;
  ssize_t got;
  long lineno = 0;
  while ((got = getline(&line, &cap, corpus)) >= 0) {
    lineno++;
    while (got > 0 && (line[got - 1] == '\n' || line[got - 1] == '\r')) line[--got] = 0;
    if (got == 0) continue;

    /* classify every code point; remember where it starts */
    size_t n = (size_t)got;
    char *cls = malloc(n + 1);
    int *start = malloc(sizeof(int) * (n + 1));
    size_t ncp = 0;
    int any_rtl = 0, any_ltr = 0;
    for (size_t i = 0; i < n;) {
      uint32_t c;
      int l = utf8_next((const unsigned char *)line + i, n - i, &c);
      cls[ncp] = classify(c);
      any_rtl |= cls[ncp] == 'R';
      any_ltr |= cls[ncp] == 'L' || cls[ncp] == 'D';
      start[ncp++] = (int)i;
      i += l;
    }
    start[ncp] = (int)n;

    shape_and_print(font, line, (int)n, any_rtl, features, n_features, lineno, "whole", names);

    if (any_rtl && any_ltr) {
      /* runs: resolve neutrals to the class before them (leading ones to the first strong) */
      char prev = 'N';
      for (size_t k = 0; k < ncp && prev == 'N'; k++) prev = cls[k];
      for (size_t k = 0; k < ncp; k++) {
        if (cls[k] == 'N') cls[k] = prev;
        else prev = cls[k];
      }
      int run = 0;
      for (size_t k = 0; k < ncp;) {
        size_t e = k + 1;
        while (e < ncp && cls[e] == cls[k]) e++;
        char label[32];
        snprintf(label, sizeof label, "run%d", run++);
        shape_and_print(font, line + start[k], start[e] - start[k], cls[k] == 'R', features,
                        n_features, lineno, label, names);
        k = e;
      }
    }
    free(cls);
    free(start);
  }
  free(line);
  fclose(corpus);
  hb_font_destroy(font);
  hb_face_destroy(face);
  return 0;
}
