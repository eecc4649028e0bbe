/* Cairo for Swift: the system library InkRender draws with (Debian package libcairo2-dev). */
#ifndef INKBENCH_CCAIRO_H
#define INKBENCH_CCAIRO_H

#if __has_include(<cairo/cairo.h>)
#include <cairo/cairo.h>
#elif __has_include(<cairo.h>)
#include <cairo.h>
#else
#error "Cairo not found: run ./scripts/bootstrap (installs libcairo2-dev and pkg-config)"
#endif

#endif
