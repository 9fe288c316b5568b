/**
 * The step-up prompt's registration: the staff layout mounts a dialog that asks for the second factor and
 * registers it here; callGraphql asks it when the server answers with the step-up message, then retries the
 * call once. Without a registered prompt (outside the staff layout) the refusal reaches the screen as is.
 */
type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | undefined;

/** Registers the prompt; returns the function that removes it again. */
export function registerStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/** Asks for the second factor; true once it was confirmed on the server, false when the person cancelled. */
export function askForStepUp(): Promise<boolean> {
  return prompt ? prompt() : Promise.resolve(false);
}
