// Lighthouse configurations of `bench/lighthouse.mjs`: the default (mobile) and desktop presets, with
// one change to what the trace gatherer hands on.
//
// Recent Chromium builds name the frame-reporter argument of their `PipelineReporter` trace events
// `frame_reporter`; the trace engine of Lighthouse 12.2 (the last release that installs on Node 20
// here) reads `chrome_frame_reporter` and throws. The exception takes down every gatherer and audit
// built on that engine: the LCP element, layout-shift culprits, render-blocking resources and the
// preload-LCP-image opportunity. Copying the argument under its old name, before anything reads the
// trace, restores them; no metric reads it, so the measured numbers do not change.
import { defaultConfig, desktopConfig } from 'lighthouse';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';

/** Adds the old argument name to the frame-reporter events that carry only the new one. */
export function addLegacyFrameReporter(trace) {
  let fixed = 0;
  for (const event of trace.traceEvents) {
    const args = event.args;
    if (event.name !== 'PipelineReporter' || !args?.frame_reporter) continue;
    if (args.chrome_frame_reporter) continue;
    args.chrome_frame_reporter = args.frame_reporter;
    fixed++;
  }
  return fixed;
}

class CompatibleTrace extends TraceGatherer {
  async stopSensitiveInstrumentation(context) {
    await super.stopSensitiveInstrumentation(context);
    addLegacyFrameReporter(this.getArtifact());
  }
}

/** The default configuration with the trace gatherer above, under the settings of `preset`. */
export function configFor(preset) {
  const artifacts = defaultConfig.artifacts.map((artifact) =>
    artifact.id === 'Trace'
      ? { id: 'Trace', gatherer: { implementation: CompatibleTrace } }
      : artifact,
  );
  const settings =
    preset === 'desktop'
      ? { ...defaultConfig.settings, ...desktopConfig.settings }
      : { ...defaultConfig.settings };
  return { ...defaultConfig, settings, artifacts };
}
