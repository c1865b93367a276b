// Project key and model. Models without function-tool support are listed but cannot be chosen.

import type { Model } from "../api/types";

interface Props {
  models: Model[];
  projectKey: string;
  model: string;
  onProjectKey: (key: string) => void;
  onModel: (model: string) => void;
}

export const NO_TOOLS_REASON = "no function-tool support";

export function ModelPicker({ models, projectKey, model, onProjectKey, onModel }: Props) {
  const keys = [...new Set(models.map((m) => m.project_key))];
  const ofKey = models.filter((m) => m.project_key === projectKey);
  const unsupported = ofKey.filter((m) => !m.supports_tools);
  return (
    <div className="model-picker row">
      <label>
        Project key
        <select value={projectKey} onChange={(e) => onProjectKey(e.target.value)}>
          {keys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </label>
      <label>
        Model
        <select value={model} onChange={(e) => onModel(e.target.value)} aria-describedby="model-note">
          {ofKey.map((m) => (
            <option key={m.id} value={m.id} disabled={!m.supports_tools}>
              {m.supports_tools ? m.id : `${m.id} (${NO_TOOLS_REASON})`}
            </option>
          ))}
        </select>
      </label>
      <p id="model-note" className="muted">
        {unsupported.length > 0
          ? `Not selectable, ${NO_TOOLS_REASON}: ${unsupported.map((m) => m.id).join(", ")}. `
          : ""}
        Changing the model or project key starts a new conversation.
      </p>
    </div>
  );
}
