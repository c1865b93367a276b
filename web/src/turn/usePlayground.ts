// The conversation the page holds: its configuration, the transcript and every turn, in memory only
// (nothing goes to localStorage, sessionStorage or cookies; a reload starts empty).

import { useCallback, useEffect, useRef, useState } from "react";
import { type AssentClient, ProblemError } from "../api/client";
import type { ChatMessage, Decision, Problem } from "../api/types";
import { type StreamState, followTurn } from "./turnStream";
import { type TurnState, applyEvent, markAnswered, newTurn, settleFromActivity } from "./turnState";

export interface Exchange {
  userText: string;
  turn: TurnState;
  stream: StreamState;
  streamDetail?: string;
}

export interface ConversationConfig {
  model: string;
  projectKey: string;
  connectionIds: string[];
  tools: unknown[];
}

export interface Playground {
  conversationId: string | null;
  exchanges: Exchange[];
  draft: string;
  setDraft: (text: string) => void;
  sending: boolean;
  problem: Problem | null;
  /** Set when the conversation refuses further turns: only New conversation helps. */
  locked: string | null;
  running: boolean;
  send: (config: ConversationConfig) => Promise<void>;
  stop: () => Promise<void>;
  decide: (proposalId: string, decision: Decision) => Promise<void>;
  submitToolResult: (toolCallId: string, content: unknown) => Promise<void>;
  reset: () => void;
  /** The configuration the open conversation was started with (its tools are fixed). */
  startedWith: ConversationConfig | null;
}

const IN_FLIGHT_POLL_MS = 1000;
const IN_FLIGHT_POLLS = 120;

export function usePlayground(client: AssentClient): Playground {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [startedWith, setStartedWith] = useState<ConversationConfig | null>(null);
  const [transcript, setTranscript] = useState<ChatMessage[]>([]);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const closeStream = useRef<(() => void) | null>(null);
  const generation = useRef(0);

  useEffect(() => () => closeStream.current?.(), []);

  const current = exchanges[exchanges.length - 1];
  const running = current !== undefined && current.turn.ending === null && current.stream !== "lost";

  const updateLast = useCallback((change: (exchange: Exchange) => Exchange) => {
    setExchanges((all) => (all.length === 0 ? all : [...all.slice(0, -1), change(all[all.length - 1] as Exchange)]));
  }, []);

  const watchInFlight = useCallback(
    (ids: string[], mine: number) => {
      // After Stop an action already sent may still complete; its outcome is then only in MCP Activity.
      let polls = 0;
      const pending = new Set(ids);
      const poll = async () => {
        if (generation.current !== mine || pending.size === 0 || polls++ >= IN_FLIGHT_POLLS) return;
        try {
          const page = await client.activity(50, null);
          for (const item of page.items) {
            if (pending.has(item.approval_id)) {
              pending.delete(item.approval_id);
              updateLast((e) => ({ ...e, turn: settleFromActivity(e.turn, item.approval_id, item.status, item.duration_ms) }));
            }
          }
        } catch {
          // keep trying until the bound; the card keeps saying "may still complete"
        }
        if (pending.size > 0) window.setTimeout(poll, IN_FLIGHT_POLL_MS);
      };
      void poll();
    },
    [client, updateLast],
  );

  const send = useCallback(
    async (config: ConversationConfig) => {
      const text = draft.trim();
      if (text === "" || sending || running || locked !== null) return;
      setSending(true);
      setProblem(null);
      const mine = generation.current;
      try {
        let cid = conversationId;
        if (cid === null) {
          const created = await client.createConversation({
            model: config.model,
            project_key: config.projectKey,
            connection_ids: config.connectionIds,
            tools: config.tools,
          });
          if (generation.current !== mine) return;
          cid = created.id;
          setConversationId(cid);
          setStartedWith(config);
        }
        const messages: ChatMessage[] = [...transcript, { role: "user", content: text }];
        const accepted = await client.createTurn(cid, messages);
        if (generation.current !== mine) return;
        setDraft("");
        setExchanges((all) => [...all, { userText: text, turn: newTurn(accepted.turn_id), stream: "connecting" }]);
        closeStream.current = followTurn(client, accepted.events_url, {
          onEvent: (event, id) => {
            if (generation.current !== mine) return;
            updateLast((e) => ({ ...e, turn: applyEvent(e.turn, event, id) }));
            if (event.type === "turn.completed") {
              setTranscript([...messages, { role: "assistant", content: event.message }]);
            } else if (event.type === "turn.failed") {
              if (event.requires_new_conversation) {
                setLocked("The continuation after an approved action failed. Start a New conversation so completed actions are not replayed.");
              } else if (event.draft_preserved) {
                setDraft((now) => (now === "" ? text : now));
              }
            } else if (event.type === "turn.stopped") {
              setTranscript(messages);
              if (event.in_flight.length > 0) watchInFlight(event.in_flight, mine);
            }
          },
          onState: (state, detail) => {
            if (generation.current !== mine) return;
            updateLast((e) => ({ ...e, stream: state, streamDetail: detail }));
            if (state === "lost") {
              setLocked("The event stream was interrupted. Start a New conversation so completed actions are not replayed.");
            }
          },
        });
      } catch (error) {
        if (generation.current !== mine) return;
        if (error instanceof ProblemError) {
          setProblem(error.problem);
          if (error.code === "conversation_locked") {
            setLocked("This conversation refuses further turns. Start a New conversation.");
          }
        } else {
          setProblem({ status: 0, code: "client_error", detail: "Something went wrong in the page." });
        }
      } finally {
        if (generation.current === mine) setSending(false);
      }
    },
    [client, conversationId, draft, locked, running, sending, transcript, updateLast, watchInFlight],
  );

  const stop = useCallback(async () => {
    if (current === undefined || current.turn.ending !== null) return;
    try {
      await client.stop(current.turn.turnId);
    } catch (error) {
      if (error instanceof ProblemError && error.code !== "turn_finished") setProblem(error.problem);
    }
  }, [client, current]);

  const decide = useCallback(
    async (proposalId: string, decision: Decision) => {
      if (current === undefined) return;
      setProblem(null);
      try {
        await client.decide(current.turn.turnId, proposalId, decision);
      } catch (error) {
        if (error instanceof ProblemError) setProblem(error.problem);
      }
    },
    [client, current],
  );

  const submitToolResult = useCallback(
    async (toolCallId: string, content: unknown) => {
      if (current === undefined) return;
      setProblem(null);
      try {
        await client.submitToolResult(current.turn.turnId, toolCallId, content);
        updateLast((e) => ({ ...e, turn: markAnswered(e.turn, toolCallId) }));
      } catch (error) {
        if (error instanceof ProblemError) setProblem(error.problem);
      }
    },
    [client, current, updateLast],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    closeStream.current?.();
    closeStream.current = null;
    setConversationId(null);
    setStartedWith(null);
    setTranscript([]);
    setExchanges([]);
    setDraft("");
    setSending(false);
    setProblem(null);
    setLocked(null);
  }, []);

  return {
    conversationId,
    exchanges,
    draft,
    setDraft,
    sending,
    problem,
    locked,
    running,
    send,
    stop,
    decide,
    submitToolResult,
    reset,
    startedWith,
  };
}
