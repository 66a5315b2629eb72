// An LD_PRELOAD library that moves every second result of libm's transcendentals by one ulp,
// as another libm (macOS, musl, glibc on another architecture or release) may return them.
// Rendering must not change under it: `Tests/CatalogCLITests/LibmIndependenceTests.swift`
// builds it with `cc -shared -fPIC perturb.c -o libperturb.so -ldl` and runs `catalog verify`
// with it preloaded. The calls are counted across all threads; which ones move does not
// matter, only that half of them do. `LIBM_PERTURB_COUNT=<file>` writes the number of calls
// seen to that file at exit, so a run can show that the library was in the path.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long calls;

static int moves(void) { return __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED) & 1; }

static void *next(const char *name) {
  void *f = dlsym(RTLD_NEXT, name);
  if (!f) {
    fprintf(stderr, "perturb: libm has no %s\n", name);
    abort();
  }
  return f;
}

static double nudge(double r) { return moves() ? nextafter(r, INFINITY) : r; }
static float nudgef(float r) { return moves() ? nextafterf(r, INFINITY) : r; }
static long double nudgel(long double r) { return moves() ? nextafterl(r, INFINITY) : r; }

#define WRAP1(name)                                                                  \
  double name(double x) {                                                            \
    static double (*f)(double);                                                      \
    if (!f) f = (double (*)(double))next(#name);                                     \
    return nudge(f(x));                                                              \
  }                                                                                  \
  float name##f(float x) {                                                           \
    static float (*f)(float);                                                        \
    if (!f) f = (float (*)(float))next(#name "f");                                   \
    return nudgef(f(x));                                                             \
  }                                                                                  \
  long double name##l(long double x) {                                               \
    static long double (*f)(long double);                                            \
    if (!f) f = (long double (*)(long double))next(#name "l");                       \
    return nudgel(f(x));                                                             \
  }

#define WRAP2(name)                                                                  \
  double name(double x, double y) {                                                  \
    static double (*f)(double, double);                                              \
    if (!f) f = (double (*)(double, double))next(#name);                             \
    return nudge(f(x, y));                                                           \
  }                                                                                  \
  float name##f(float x, float y) {                                                  \
    static float (*f)(float, float);                                                 \
    if (!f) f = (float (*)(float, float))next(#name "f");                            \
    return nudgef(f(x, y));                                                          \
  }                                                                                  \
  long double name##l(long double x, long double y) {                                \
    static long double (*f)(long double, long double);                               \
    if (!f) f = (long double (*)(long double, long double))next(#name "l");          \
    return nudgel(f(x, y));                                                          \
  }

WRAP1(sin) WRAP1(cos) WRAP1(tan) WRAP1(asin) WRAP1(acos) WRAP1(atan)
WRAP1(sinh) WRAP1(cosh) WRAP1(tanh)
WRAP1(exp) WRAP1(exp2) WRAP1(expm1) WRAP1(log) WRAP1(log2) WRAP1(log10) WRAP1(log1p)
WRAP1(cbrt) WRAP1(erf) WRAP1(erfc)
WRAP2(atan2) WRAP2(pow) WRAP2(hypot)

__attribute__((destructor)) static void report(void) {
  const char *path = getenv("LIBM_PERTURB_COUNT");
  if (!path) return;
  FILE *file = fopen(path, "w");
  if (!file) return;
  fprintf(file, "%lu\n", __atomic_load_n(&calls, __ATOMIC_RELAXED));
  fclose(file);
}
