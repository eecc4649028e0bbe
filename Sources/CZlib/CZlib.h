/* zlib for Swift: the system library InkRender's PNG writer compresses with and the Chrome trace
   reader inflates gzip with (Debian package zlib1g-dev). */
#ifndef INKBENCH_CZLIB_H
#define INKBENCH_CZLIB_H

#if __has_include(<zlib.h>)
#include <zlib.h>
#else
#error "zlib not found: run ./scripts/bootstrap (installs zlib1g-dev)"
#endif

/* deflateInit2 is a macro, which Swift cannot call: a zlib stream (window 2^15 bytes, memLevel 8)
   with the given level and strategy. */
static inline int inkbench_deflate_init(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

/* inflateInit2 is a macro too: a stream that reads gzip data (window 2^15 bytes, gzip header). */
static inline int inkbench_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}

#endif
