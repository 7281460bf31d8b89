// The shop's log lines (lib/server/log.ts) stay out of the tests' output: a test that reads them
// gives its own logger a level (createLogger(stream, "info")).
process.env.LOG_LEVEL ??= "silent";
