-- wrk script for scripts/soak: posts the Examples/*.json requests in turn, plus one malformed body per round, and
-- counts every status; anything but 200 for an example or 400 for the malformed body is an error.
local bodies = {}
for path in string.gmatch(os.getenv("SOAK_EXAMPLES") or "", "%S+") do
    local file = assert(io.open(path, "rb"))
    bodies[#bodies + 1] = { body = file:read("*a"), status = 200 }
    file:close()
end
bodies[#bodies + 1] = { body = '{"collectionView": {"size": {"width": 320, "height": -1}}}', status = 400 }

local threads = {}
function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    counts = {}
    wrong = 0
    index = 0
end

function request()
    index = index % #bodies + 1
    return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, bodies[index].body)
end

function response(status, headers, body)
    counts[status] = (counts[status] or 0) + 1
    if status ~= 200 and status ~= 400 then
        wrong = wrong + 1
    end
end

function done(summary, latency, requests)
    local total, bad = {}, 0
    for _, thread in ipairs(threads) do
        for status, n in pairs(thread:get("counts")) do
            total[status] = (total[status] or 0) + n
        end
        bad = bad + thread:get("wrong")
    end
    local errors = summary.errors
    local socket = errors.connect + errors.read + errors.write + errors.timeout
    for status, n in pairs(total) do
        io.write(string.format("soak-status %d: %d\n", status, n))
    end
    io.write(string.format("soak-socket-errors: connect %d, read %d, write %d, timeout %d\n",
        errors.connect, errors.read, errors.write, errors.timeout))
    io.write(string.format("soak-latency: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
        latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
    -- Every #bodies-th request is the malformed one: its 400s must match that share (give or take the requests
    -- still in flight on the 16 connections when the run stopped), or some example was refused.
    local answered = 0
    for _, n in pairs(total) do answered = answered + n end
    local expected400 = answered / #bodies
    local mismatch = math.abs((total[400] or 0) - expected400) > 16 + #threads
    if mismatch then
        io.write(string.format("soak-400-share: %d answered 400, expected about %.0f\n", total[400] or 0, expected400))
    end
    io.write(string.format("soak-errors: %d\n", socket + bad + (mismatch and 1 or 0)))
end
