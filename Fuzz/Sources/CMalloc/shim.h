// glibc's malloc statistics and controls (mallinfo2, malloc_trim, malloc_stats), which
// Swift's Glibc module leaves out: Soak reports what the program holds beside its RSS.
#if defined(__linux__)
#include <malloc.h>
#endif
