#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H

/// The bytes the C heap has handed out and not had back: glibc's `mallinfo2()`, its
/// `uordblks` (in use in the main arena) and `hblkhd` (mapped for large blocks). -1 where
/// the C library does not say. What a structure holds, read before and after making it.
long long heap_bytes_in_use(void);

#endif
