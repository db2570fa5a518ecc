/*
 * The structs the C interface passes by value, as Swift sees them: their
 * layout must match strata.h's declarations exactly (a struct passed by
 * value needs the C compiler's calling convention, which only a real C
 * type gives the Swift side).
 */
#ifndef CSTRATA_TYPES_H
#define CSTRATA_TYPES_H

/* strata.h: StrataTransform. */
typedef struct StrataTransform { double a, b, c, d, tx, ty; } StrataTransform;

#endif
