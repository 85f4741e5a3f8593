// The demo event's public pages (its tournament page and bout order), found on the running build the way
// bench/http.ts finds them: the event is made when the server starts, so its slug is not in the sitemap.
export async function demoEventPaths(baseUrl) {
  const listed = async (status) => {
    const response = await fetch(`${baseUrl}/api/v1/tournaments?status=${status}`).catch(() => null);
    if (!response?.ok) return [];
    return (await response.json()).tournaments ?? [];
  };
  const tournaments = [...(await listed('upcoming')), ...(await listed('past'))];
  const event = tournaments.find((t) => /Cup/.test(t.name)) ?? tournaments[0];
  if (!event) throw new Error(`No demo event on ${baseUrl}: /api/v1/tournaments lists none`);
  return [`/tournaments/${event.slug}`, `/tournaments/${event.slug}/bouts`];
}
