-- wrk's summary as one JSON line the bench parses. Optional: a request method, body and
-- headers passed after `--` as name=value pairs (method=POST body=... header=Name:Value).
-- With devices=<file> (one `licenseKey fingerprint ip` per line, from desktop-devices.ts),
-- each request is a licence validation of the next device this thread owns (every
-- threads=<n>th line), sent from that device's address (X-Forwarded-For); an answer that
-- is not 200 with "valid":true counts as invalid.
local headers = {}
local devices = {}
local nextDevice = 1
local threads = {}
-- Global, so done() reads each thread's count with thread:get.
invalid = 0

function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end

local function loadDevices(file, threadCount)
  local index = 0
  for line in io.lines(file) do
    if index % threadCount == id - 1 then
      local key, fingerprint, ip = line:match("^(%S+) (%S+) (%S+)$")
      table.insert(devices, { key = key, fingerprint = fingerprint, ip = ip })
    end
    index = index + 1
  end
end

local function validateRequest()
  local device = devices[nextDevice]
  nextDevice = nextDevice % #devices + 1
  wrk.headers["X-Forwarded-For"] = device.ip
  return wrk.format(nil, nil, nil, '{"licenseKey":"' .. device.key .. '","fingerprint":"' .. device.fingerprint .. '"}')
end

local function countInvalid(status, _, body)
  if status ~= 200 or not body:find('"valid":true', 1, true) then invalid = invalid + 1 end
end

function init(args)
  local devicesFile, threadCount
  for _, arg in ipairs(args) do
    local name, value = arg:match("^(%w+)=(.*)$")
    if name == "method" then wrk.method = value
    elseif name == "body" then wrk.body = value
    elseif name == "threads" then threadCount = tonumber(value)
    elseif name == "devices" then devicesFile = value
    elseif name == "header" then
      local header, headerValue = value:match("^([^:]+):(.*)$")
      headers[header] = headerValue
    end
  end
  for header, value in pairs(headers) do wrk.headers[header] = value end
  if devicesFile then
    loadDevices(devicesFile, threadCount)
    request = validateRequest
    response = countInvalid
  end
end

function done(summary, latency, requests)
  local errors = summary.errors
  local invalidTotal = 0
  for _, thread in ipairs(threads) do invalidTotal = invalidTotal + (thread:get("invalid") or 0) end
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"invalid":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(99), latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout, invalidTotal))
end
