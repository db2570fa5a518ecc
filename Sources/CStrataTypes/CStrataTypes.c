/* No code: the target exists for its header (include/CStrataTypes.h). */
#include "CStrataTypes.h"
typedef int CStrataTypesAnchor;
