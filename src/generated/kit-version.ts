/* DO NOT EDIT. Generated from package.json by `npm run generate` (generators/generate-types.ts). */

/** The kit's version, as package.json states it (a browser bundle reads no file). */
export const KIT_VERSION = "0.1.0";
