#ifndef PNG_SHIM_H
#define PNG_SHIM_H
/*
 * Every libpng call lives behind this header. libpng reports errors with longjmp, which must
 * never cross a Swift frame, so each function here sets up its own setjmp, runs libpng, and
 * returns an error code with a message instead.
 */
#include <stddef.h>
#include <stdint.h>

typedef enum {
  PNGSHIM_OK = 0,
  PNGSHIM_BAD_SIGNATURE = 1,
  PNGSHIM_TOO_LARGE = 2,
  PNGSHIM_LIBPNG_ERROR = 3,
  PNGSHIM_OUT_OF_MEMORY = 4,
  PNGSHIM_TRUNCATED = 5,
  PNGSHIM_BAD_ARGUMENT = 6,
} pngshim_status;

typedef struct {
  uint32_t width;
  uint32_t height;
  int bit_depth;
  int color_type;
  int interlace;
} pngshim_header;

/* A growable output buffer owned by the shim; free with pngshim_free. */
typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
} pngshim_buffer;

typedef struct {
  const char *key;
  const char *text;  /* UTF-8 */
} pngshim_text;

/*
 * Decodes a PNG from memory to straight 8-bit RGBA. The header is read first and checked
 * against max_side and max_pixels before any pixel memory is allocated. On success *out_rgba
 * holds width*height*4 bytes allocated with malloc (free with pngshim_free_pixels). Text
 * chunks are returned through out_texts / out_text_count when those are non-null
 * (free with pngshim_free_texts).
 */
pngshim_status pngshim_decode(const uint8_t *data, size_t size, uint32_t max_side,
                              uint64_t max_pixels, pngshim_header *out_header,
                              uint8_t **out_rgba, pngshim_text **out_texts,
                              size_t *out_text_count, char *message, size_t message_size);

/*
 * Encodes pixels to PNG in memory. `pixels` has `rows` of `row_bytes` bytes in the given
 * colour type and bit depth (palette entries and transparency as given). `filter` is a libpng
 * PNG_FILTER_* mask; `strategy` a zlib strategy. No time chunk is written.
 */
pngshim_status pngshim_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                              size_t row_bytes, int bit_depth, int color_type,
                              const uint8_t *palette_rgb, int palette_count,
                              const uint8_t *trns, int trns_count, int filter, int level,
                              int strategy, const pngshim_text *texts, size_t text_count,
                              pngshim_buffer *out, char *message, size_t message_size);

void pngshim_free_pixels(uint8_t *pixels);
void pngshim_free_buffer(pngshim_buffer *buffer);
void pngshim_free_texts(pngshim_text *texts, size_t count);

#endif
