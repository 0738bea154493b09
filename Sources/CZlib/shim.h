#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// `deflateInit2` is a macro (it passes the library's version and `sizeof(z_stream)` to `deflateInit2_`), and Swift
/// cannot call macros: a gzip stream (`window_bits` 9...15, plus 16 for the gzip wrapper) at `level`.
static inline int czlib_deflate_init(z_streamp stream, int level, int window_bits, int mem_level) {
  return deflateInit2(stream, level, Z_DEFLATED, window_bits, mem_level, Z_DEFAULT_STRATEGY);
}

/// `inflateInit2` is a macro too: an inflater for `window_bits` (15 + 16 reads the gzip wrapper only).
static inline int czlib_inflate_init(z_streamp stream, int window_bits) {
  return inflateInit2(stream, window_bits);
}

#endif
