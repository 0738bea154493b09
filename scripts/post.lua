-- wrk script: posts the file LOAD_BODY names and nothing else, with no response hook (its cost would be the
-- client's, and would cap the rate); prints one summary line at the end. scripts/load uses it, and so can a
-- profiling run (docs/profiling.md):
--
--   LOAD_BODY=/tmp/typical.json wrk -t2 -c32 -d8s -s scripts/post.lua http://127.0.0.1:PORT/layout
--
-- The line: `load-result <requests> <seconds> <p50 ms> <p99 ms> <socket errors> <non-2xx answers>`.
local file = assert(io.open(os.getenv("LOAD_BODY"), "rb"))
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = file:read("*a")
file:close()

function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format("load-result %d %.6f %.3f %.3f %d %d\n", summary.requests, summary.duration / 1e6,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        e.connect + e.read + e.write + e.timeout, e.status))
end
