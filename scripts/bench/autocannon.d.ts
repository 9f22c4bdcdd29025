// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
  };
  export type Result = {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Instance = PromiseLike<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void,
    ): Instance;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
