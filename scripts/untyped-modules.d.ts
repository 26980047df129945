/** Types of the packages the scripts use that ship none, as far as the scripts use them. */
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Options = { threshold?: number; brotli?: { params?: Record<number, number> } };
  export default function compression(
    options?: Options,
  ): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

declare module "autocannon" {
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    requests?: unknown[];
    timeout?: number;
  };
  type Histogram = Record<
    "average" | "mean" | "min" | "max" | "total" | "p50" | "p90" | "p99",
    number
  >;
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): unknown;
}
