-- Token names from Figma style names: "Fill/Secondary" → "fillSecondary".
local naming = {}

function naming.token(style)
  local words = {}
  for word in style:gmatch("[%w]+") do words[#words + 1] = word end
  if #words == 0 then return nil end
  local parts = { words[1]:sub(1, 1):lower() .. words[1]:sub(2) }
  for i = 2, #words do parts[i] = words[i]:sub(1, 1):upper() .. words[i]:sub(2) end
  return table.concat(parts)
end

return naming
