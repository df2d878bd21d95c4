-- wrk's summary as one JSON line the bench parses. Optional: a request method, body and
-- headers passed after `--` as name=value pairs (method=POST body=... header=Name:Value).
local headers = {}

function init(args)
  for _, arg in ipairs(args) do
    local name, value = arg:match("^(%w+)=(.*)$")
    if name == "method" then wrk.method = value
    elseif name == "body" then wrk.body = value
    elseif name == "header" then
      local header, headerValue = value:match("^([^:]+):(.*)$")
      headers[header] = headerValue
    end
  end
  for header, value in pairs(headers) do wrk.headers[header] = value end
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(99), latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
