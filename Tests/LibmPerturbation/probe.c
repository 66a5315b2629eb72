// Calls each function that perturb.c wraps twice with the same argument and prints both
// results: equal without the library, one ulp apart with it (every second call moves).
// The calls go through volatile pointers so the compiler cannot fold or inline them.
#include <math.h>
#include <stdio.h>

typedef double (*unary)(double);
typedef double (*binary)(double, double);
typedef float (*unaryf)(float);

static void one(const char *name, volatile unary f, double x) {
  double a = f(x), b = f(x);
  printf("%s %a %a\n", name, a, b);
}

static void two(const char *name, volatile binary f, double x, double y) {
  double a = f(x, y), b = f(x, y);
  printf("%s %a %a\n", name, a, b);
}

static void onef(const char *name, volatile unaryf f, float x) {
  float a = f(x), b = f(x);
  printf("%s %a %a\n", name, (double)a, (double)b);
}

int main(void) {
  one("sin", sin, 0.5); one("cos", cos, 0.5); one("tan", tan, 0.5);
  one("asin", asin, 0.5); one("acos", acos, 0.5); one("atan", atan, 0.5);
  one("sinh", sinh, 0.5); one("cosh", cosh, 0.5); one("tanh", tanh, 0.5);
  one("exp", exp, 0.5); one("exp2", exp2, 0.5); one("expm1", expm1, 0.5);
  one("log", log, 0.5); one("log2", log2, 0.5); one("log10", log10, 0.5);
  one("log1p", log1p, 0.5); one("cbrt", cbrt, 0.5); one("erf", erf, 0.5);
  one("erfc", erfc, 0.5);
  two("atan2", atan2, 0.5, 0.25); two("pow", pow, 0.5, 2.4); two("hypot", hypot, 0.5, 0.25);
  onef("sinf", sinf, 0.5f); onef("expf", expf, 0.5f);
  return 0;
}
