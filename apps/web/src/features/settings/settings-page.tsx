/** `/<game>/set`: the owner's data-privacy switches of the current game (spec §2, §6). */
export function SettingsPage() {
  return null;
}
