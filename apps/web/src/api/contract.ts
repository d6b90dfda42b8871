/**
 * The type a contract schema answers, for the schemas `@pantau/contracts` exports without a
 * named type (the web app reads zod's output type and needs no zod import of its own).
 */
export type Output<Schema extends { _output: unknown }> = Schema['_output'];
