/*
 * photo_jpeg.c - a photo's JPEG decoded by libjpeg with an error manager
 * of our own, for the photo reader (read/photo.c).
 *
 * Leptonica decodes every other format, but its JPEG reader leaves
 * libjpeg's standard error manager in place, which prints each warning
 * ("Corrupt JPEG data: premature end of data segment") on standard
 * error; the library never prints. Here the manager keeps libjpeg's
 * first message instead, and any error or warning refuses the photo with
 * it: a damaged JPEG decodes to grey blocks, and walls read from them
 * would be guesses. The header is read the same way (leptonica's header
 * reader lets libjpeg say "JPEG datastream contains no image").
 *
 * Cost: libjpeg's, a row at a time into the PIX (4 bytes a pixel for
 * colour, 1 for grey); nothing else is held.
 */
#ifndef MAZE_NO_PICTURE_LIBS
#include <ctype.h>
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "photo_seen.h"

struct quiet_error {
    struct jpeg_error_mgr std; /* first: libjpeg's pointer is to it */
    jmp_buf back;
    char message[JMSG_LENGTH_MAX];
};

/* libjpeg's message, in our messages' lower case ("Corrupt JPEG data:
 * ..." as "corrupt JPEG data: ..."). */
static void keep_message(j_common_ptr info, struct quiet_error *q)
{
    if (q->message[0])
        return;
    info->err->format_message(info, q->message);
    q->message[0] = (char)tolower((unsigned char)q->message[0]);
}

/* An error: its message kept, and back to mz_photo_jpeg. */
static void jpeg_fail(j_common_ptr info)
{
    struct quiet_error *q = (struct quiet_error *)info->err;
    keep_message(info, q);
    longjmp(q->back, 1);
}

/* A warning (level -1) or trace: a warning is kept and counted (libjpeg
 * counts them in num_warnings); traces are dropped. Nothing is printed. */
static void jpeg_note(j_common_ptr info, int level)
{
    struct quiet_error *q = (struct quiet_error *)info->err;
    if (level < 0) {
        keep_message(info, q);
        info->err->num_warnings++;
    }
}

/* Never called (jpeg_note formats the message itself); kept silent. */
static void jpeg_say(j_common_ptr info)
{
    (void)info;
}

/* q set up as libjpeg's error manager: errors jump back, warnings are
 * kept, nothing is printed. */
static struct jpeg_error_mgr *quiet(struct quiet_error *q)
{
    memset(q, 0, sizeof *q);
    struct jpeg_error_mgr *e = jpeg_std_error(&q->std);
    q->std.error_exit = jpeg_fail;
    q->std.emit_message = jpeg_note;
    q->std.output_message = jpeg_say;
    return e;
}

bool mz_photo_jpeg_size(const void *bytes, size_t len, uint32_t *width,
                        uint32_t *height)
{
    struct jpeg_decompress_struct info;
    struct quiet_error q;
    info.err = quiet(&q);
    if (setjmp(q.back)) {
        jpeg_destroy_decompress(&info);
        return false;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (const unsigned char *)bytes, (unsigned long)len);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return true;
}

enum maze_err mz_photo_jpeg(const void *bytes, size_t len,
                            uint64_t max_memory, PIX **out,
                            struct maze_read_error *err)
{
    struct jpeg_decompress_struct info;
    struct quiet_error q;
    info.err = quiet(&q);
    /* volatile: kept across the longjmp. */
    PIX *volatile pix = NULL;
    JSAMPLE *volatile row = NULL;
    if (setjmp(q.back)) {
        free(row);
        jpeg_destroy_decompress(&info);
        PIX *p = pix;
        pixDestroy(&p);
        return mz_read_fail(err, 0, 0, "a broken picture (%s)",
                            q.message);
    }
    jpeg_create_decompress(&info);
    /* libjpeg's own arrays (a progressive JPEG's coefficients, two bytes
     * a sample) within the limit: past it libjpeg fails, having no
     * backing store, rather than take the memory. */
    if (!max_memory)
        max_memory = MAZE_PICTURE_MAX_MEMORY;
    info.mem->max_memory_to_use =
        max_memory > LONG_MAX ? LONG_MAX : (long)max_memory;
    jpeg_mem_src(&info, (const unsigned char *)bytes, (unsigned long)len);
    jpeg_read_header(&info, TRUE);
    info.out_color_space =
        info.num_components == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_start_decompress(&info);
    bool grey = info.output_components == 1;
    pix = pixCreate((l_int32)info.output_width, (l_int32)info.output_height,
                    grey ? 8 : 32);
    row = pix ? malloc((size_t)info.output_width *
                       (size_t)info.output_components)
              : NULL;
    if (!row) {
        jpeg_destroy_decompress(&info);
        PIX *p = pix;
        pixDestroy(&p);
        return MAZE_ERR_NOMEM;
    }
    l_int32 wpl = pixGetWpl(pix);
    l_uint32 *data = pixGetData(pix);
    while (info.output_scanline < info.output_height) {
        l_uint32 *line = data + (size_t)info.output_scanline * wpl;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        for (JDIMENSION x = 0; x < info.output_width; x++) {
            if (grey)
                SET_DATA_BYTE(line, x, row[x]);
            else
                line[x] = (l_uint32)row[3 * x] << L_RED_SHIFT |
                          (l_uint32)row[3 * x + 1] << L_GREEN_SHIFT |
                          (l_uint32)row[3 * x + 2] << L_BLUE_SHIFT;
        }
    }
    jpeg_finish_decompress(&info);
    free(row);
    bool warned = q.std.num_warnings > 0;
    jpeg_destroy_decompress(&info);
    if (warned) {
        PIX *p = pix;
        pixDestroy(&p);
        return mz_read_fail(err, 0, 0, "a broken picture (%s)",
                            q.message);
    }
    *out = pix;
    return MAZE_OK;
}
#endif /* MAZE_NO_PICTURE_LIBS */
