/* GMP's products of two n-word numbers for Benchmarks/peers/products-callgrind.py:
   ITERS calls of mpn_mul_n (op m) or mpn_sqr (op s) on the operands main.swift makes.
   usage: gmp m|s N ITERS */
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  const char *op = argv[1];
  int n = atoi(argv[2]);
  long iters = atol(argv[3]);
  if (n < 1) return 2;
  mp_limb_t *a = malloc(8 * n), *b = malloc(8 * n), *r = malloc(16 * n);
  unsigned long long s = 88172645463325252ULL; /* xorshift64, as main.swift */
  for (int i = 0; i < n; i++) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17; a[i] = s;
    s ^= s << 13; s ^= s >> 7; s ^= s << 17; b[i] = s;
  }
  mp_limb_t acc = 0;
  for (long k = 0; k < iters; k++) {
    if (op[0] == 'm') mpn_mul_n(r, a, b, n); else mpn_sqr(r, a, n);
    acc ^= r[1];
    a[0] ^= acc;
  }
  printf("%lu\n", (unsigned long)acc);
  free(a); free(b); free(r);
  return 0;
}
