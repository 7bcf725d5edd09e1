-- Acme's components: a primary button instance is a PrimaryButton with its label, an avatar an
-- AvatarView. Other layers are left to the default rules.
local function property(node, prefix)
  if not node.component then return nil end
  for name, value in pairs(node.component.properties) do
    if snap.text.starts_with(name, prefix) then return value end
  end
end

return {
  summary = "Button/Primary instances become PrimaryButton(title:), avatars AvatarView",
  view = function(node)
    local component = node.component
    if component and component.set_name == "Button/Primary" then
      local title = property(node, "Label") or node.name
      return { class = "PrimaryButton", role = "button", init = "PrimaryButton(title: " .. snap.swift.string(title) .. ")" }
    end
    if snap.text.normalize(node.name) == "avatar" then
      return { class = "AvatarView", role = "image", name = "avatarView" }
    end
  end,
}
