#include "png_shim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
  char *message;
  size_t message_size;
  int truncated;
} error_context;

static void shim_error(png_structp png, png_const_charp text) {
  error_context *ctx = (error_context *)png_get_error_ptr(png);
  if (ctx && ctx->message && ctx->message_size > 0) {
    snprintf(ctx->message, ctx->message_size, "%s", text);
  }
  png_longjmp(png, 1);
}

static void shim_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
  error_context *errors;
} read_source;

static void shim_read(png_structp png, png_bytep out, png_size_t length) {
  read_source *src = (read_source *)png_get_io_ptr(png);
  if (src->offset + length > src->size) {
    src->errors->truncated = 1;
    png_error(png, "file ends before its data does (truncated)");
  }
  memcpy(out, src->data + src->offset, length);
  src->offset += length;
}

static void set_message(char *message, size_t size, const char *text) {
  if (message && size > 0) snprintf(message, size, "%s", text);
}

static uint32_t read_be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/*
 * Whether a chunk before IEND claims more bytes than the file has left. libpng allocates (and
 * clears) a text or unknown chunk's declared length before reading its data, and on read an
 * oversized chunk is only a warning, so 100 bytes claiming a 2 GB tEXt would cost 2 GB before
 * the read runs out. The file is in memory, so such a chunk is known to be truncated up front.
 * Lengths over 2^31 - 1 are left to libpng, which rejects them without allocating.
 */
static int chunk_runs_past_end(const uint8_t *data, size_t size) {
  size_t offset = 8;
  while (size - offset >= 8) {
    uint32_t length = read_be32(data + offset);
    if (length > PNG_UINT_31_MAX) return 0;
    if ((size_t)length + 12 > size - offset) return 1;
    if (memcmp(data + offset + 4, "IEND", 4) == 0) return 0;
    offset += (size_t)length + 12;
  }
  return 0;
}

pngshim_status pngshim_decode(const uint8_t *data, size_t size, uint32_t max_side,
                              uint64_t max_pixels, pngshim_header *out_header,
                              uint8_t **out_rgba, pngshim_text **out_texts,
                              size_t *out_text_count, char *message, size_t message_size) {
  *out_rgba = NULL;
  if (out_texts) *out_texts = NULL;
  if (out_text_count) *out_text_count = 0;
  if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    set_message(message, message_size, "not a PNG file (the 8-byte PNG signature is missing)");
    return PNGSHIM_BAD_SIGNATURE;
  }
  /* libpng refuses a zero width or height as "Invalid IHDR data"; say what is wrong instead. */
  if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
    uint32_t w = read_be32(data + 16);
    uint32_t h = read_be32(data + 20);
    if (w == 0 || h == 0) {
      if (message && message_size > 0) {
        snprintf(message, message_size, "image header says %ux%u; a PNG needs at least 1x1", w,
                 h);
      }
      return PNGSHIM_TOO_LARGE;
    }
  }
  if (chunk_runs_past_end(data, size)) {
    set_message(message, message_size, "file ends before its data does (truncated)");
    return PNGSHIM_TRUNCATED;
  }
  error_context errors = {message, message_size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &errors, shim_error,
                                           shim_warning);
  if (!png) return PNGSHIM_OUT_OF_MEMORY;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    return PNGSHIM_OUT_OF_MEMORY;
  }
  /* volatile: these change between setjmp and a possible longjmp. */
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  volatile pngshim_status status = PNGSHIM_LIBPNG_ERROR;
  read_source source = {data, size, 0, &errors};

  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    free(pixels);
    png_destroy_read_struct(&png, &info, NULL);
    return errors.truncated ? PNGSHIM_TRUNCATED : status;
  }
  png_set_read_fn(png, &source, shim_read);
  /* Ancillary chunks are bounded so a hostile file cannot make libpng allocate much; the
     64 MiB cap is only a warning for a chunk libpng reads whole, which is why chunks that run
     past the end were refused above. */
  png_set_chunk_cache_max(png, 1000);
  png_set_chunk_malloc_max(png, 64u * 1024u * 1024u);
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
  /* Fuzz builds only (scripts/fuzz.sh): mutated bytes almost never keep their checksums valid,
     and a checksum error would stop nearly every input before the code worth fuzzing. */
  png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
#ifdef PNG_IGNORE_ADLER32
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
#else
  png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
#endif
  png_read_info(png, info);

  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
  out_header->width = width;
  out_header->height = height;
  out_header->bit_depth = bit_depth;
  out_header->color_type = color_type;
  out_header->interlace = interlace;
  if (width == 0 || height == 0 || width > max_side || height > max_side ||
      (uint64_t)width * (uint64_t)height > max_pixels) {
    char reason[200];
    status = PNGSHIM_TOO_LARGE;
    if (width == 0 || height == 0) {
      snprintf(reason, sizeof reason, "image header says %ux%u; a PNG needs at least 1x1", width,
               height);
    } else {
      snprintf(reason, sizeof reason,
               "image is %ux%u, over the limit of %u px a side and %llu pixels", width, height,
               max_side, (unsigned long long)max_pixels);
    }
    png_error(png, reason);
  }

  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    status = PNGSHIM_LIBPNG_ERROR;
    png_error(png, "unexpected row layout after conversion to RGBA");
  }

  pixels = (uint8_t *)malloc((size_t)width * height * 4);
  rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (!pixels || !rows) {
    status = PNGSHIM_OUT_OF_MEMORY;
    png_error(png, "out of memory");
  }
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
  png_read_image(png, rows);
  png_read_end(png, info);

  if (out_texts && out_text_count) {
    png_textp texts = NULL;
    int count = png_get_text(png, info, &texts, NULL);
    if (count > 0) {
      pngshim_text *copy = (pngshim_text *)calloc((size_t)count, sizeof(pngshim_text));
      if (copy) {
        for (int i = 0; i < count; i++) {
          copy[i].key = strdup(texts[i].key ? texts[i].key : "");
          copy[i].text = strdup(texts[i].text ? texts[i].text : "");
        }
        *out_texts = copy;
        *out_text_count = (size_t)count;
      }
    }
  }
  free(rows);
  rows = NULL;
  png_destroy_read_struct(&png, &info, NULL);
  *out_rgba = pixels;
  return PNGSHIM_OK;
}

static void shim_write(png_structp png, png_bytep bytes, png_size_t length) {
  pngshim_buffer *out = (pngshim_buffer *)png_get_io_ptr(png);
  if (out->size + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 4096;
    while (capacity < out->size + length) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
    if (!grown) png_error(png, "out of memory");
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->size, bytes, length);
  out->size += length;
}

static void shim_flush(png_structp png) { (void)png; }

pngshim_status pngshim_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                              size_t row_bytes, int bit_depth, int color_type,
                              const uint8_t *palette_rgb, int palette_count,
                              const uint8_t *trns, int trns_count, int filter, int level,
                              int strategy, const pngshim_text *texts, size_t text_count,
                              pngshim_buffer *out, char *message, size_t message_size) {
  out->data = NULL;
  out->size = 0;
  out->capacity = 0;
  if (width == 0 || height == 0) {
    set_message(message, message_size, "cannot encode an empty image");
    return PNGSHIM_BAD_ARGUMENT;
  }
  error_context errors = {message, message_size, 0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, shim_error,
                                            shim_warning);
  if (!png) return PNGSHIM_OUT_OF_MEMORY;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    return PNGSHIM_OUT_OF_MEMORY;
  }
  png_bytep *volatile rows = NULL;
  png_textp volatile text_chunks = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    free(text_chunks);
    png_destroy_write_struct(&png, &info);
    free(out->data);
    out->data = NULL;
    out->size = 0;
    return PNGSHIM_LIBPNG_ERROR;
  }
  png_set_write_fn(png, out, shim_write, shim_flush);
  png_set_IHDR(png, info, width, height, bit_depth, color_type, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (color_type == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[256];
    for (int i = 0; i < palette_count && i < 256; i++) {
      palette[i].red = palette_rgb[i * 3];
      palette[i].green = palette_rgb[i * 3 + 1];
      palette[i].blue = palette_rgb[i * 3 + 2];
    }
    png_set_PLTE(png, info, palette, palette_count);
  }
  if (trns && trns_count > 0) {
    png_set_tRNS(png, info, (png_const_bytep)trns, trns_count, NULL);
  }
  if (texts && text_count > 0) {
    text_chunks = (png_textp)calloc(text_count, sizeof(png_text));
    if (!text_chunks) png_error(png, "out of memory");
    for (size_t i = 0; i < text_count; i++) {
      int ascii = 1;
      for (const char *c = texts[i].text; *c; c++) {
        if ((unsigned char)*c >= 0x80) { ascii = 0; break; }
      }
      text_chunks[i].compression = ascii ? PNG_TEXT_COMPRESSION_NONE : PNG_ITXT_COMPRESSION_NONE;
      text_chunks[i].key = (png_charp)texts[i].key;
      text_chunks[i].text = (png_charp)texts[i].text;
      text_chunks[i].text_length = strlen(texts[i].text);
    }
    png_set_text(png, info, text_chunks, (int)text_count);
  }
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
  png_set_compression_level(png, level);
  png_set_compression_mem_level(png, 9);
  png_set_compression_strategy(png, strategy);
  png_set_compression_window_bits(png, 15);
  png_write_info(png, info);
  rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (!rows) png_error(png, "out of memory");
  for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * row_bytes);
  png_write_image(png, rows);
  png_write_end(png, NULL);
  free(rows);
  free(text_chunks);
  png_destroy_write_struct(&png, &info);
  return PNGSHIM_OK;
}

void pngshim_free_pixels(uint8_t *pixels) { free(pixels); }

void pngshim_free_buffer(pngshim_buffer *buffer) {
  free(buffer->data);
  buffer->data = NULL;
  buffer->size = 0;
  buffer->capacity = 0;
}

void pngshim_free_texts(pngshim_text *texts, size_t count) {
  if (!texts) return;
  for (size_t i = 0; i < count; i++) {
    free((void *)texts[i].key);
    free((void *)texts[i].text);
  }
  free(texts);
}
