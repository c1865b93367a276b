// Follows one turn's SSE stream: every event goes to `onEvent` once, in order. A dropped connection is
// reconnected by the EventSource with `Last-Event-ID`, so the same turn resumes and no action is
// replayed (events are records, not commands). The stream is closed after the turn's terminal event.

import type { AssentClient } from "../api/client";
import { EVENT_TYPES, TERMINAL_TYPES, type TurnEvent } from "../api/types";

export type StreamState = "connecting" | "live" | "reconnecting" | "ended" | "lost";

export interface TurnStreamHandlers {
  onEvent: (event: TurnEvent, id: string | null) => void;
  onState: (state: StreamState, detail?: string) => void;
}

export function followTurn(client: AssentClient, eventsUrl: string, handlers: TurnStreamHandlers): () => void {
  const source = client.eventStream(eventsUrl);
  let ended = false;
  handlers.onState("connecting");
  source.addEventListener("open", () => handlers.onState("live"));
  source.addEventListener("error", (error) => {
    if (ended) return;
    if (source.readyState === source.CLOSED) {
      ended = true;
      const detail = (error as { message?: string }).message;
      handlers.onState("lost", detail ?? "The event stream was closed by the server.");
    } else {
      handlers.onState("reconnecting");
    }
  });
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (message: MessageEvent<string>) => {
      if (ended) return;
      let event: TurnEvent;
      try {
        event = JSON.parse(message.data) as TurnEvent;
      } catch {
        return;
      }
      handlers.onEvent(event, message.lastEventId || null);
      if (TERMINAL_TYPES.includes(event.type)) {
        ended = true;
        source.close();
        handlers.onState("ended");
      }
    });
  }
  return () => {
    ended = true;
    source.close();
  };
}
