// Stands in for `server-only` in jest, which runs server modules outside the react-server condition.
export {};
