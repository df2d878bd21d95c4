/** Copy of the 3D sample viewer (the landing hero's and the point-cloud page's button, and its dialog). */
export const sampleViewerCopy = {
  openButton: 'View the sample in 3D',
  opening: 'Opening the 3D viewer',
  openFailedTitle: 'The 3D viewer could not be loaded',
  openFailedMessage: 'Check your connection and try again.',
  title: 'Sample site in 3D',
  description: 'A surveyed open-pit site with a stockpile and a drainage line, captured before and after an excavation.',
  loading: 'Loading the sample point cloud',
  canvasLabel: (points: number, epoch: string, colouring: string) =>
    `Interactive 3D view of the sample site: ${points.toLocaleString('en')} survey points ${epoch.toLowerCase()}, coloured by ${colouring.toLowerCase()}.`,
  controlsLabel: 'View settings',
  colourBy: 'Colour by',
  colourModes: { elevation: 'Elevation', class: 'Class' },
  survey: 'Excavation',
  epochOptions: { before: 'Before', after: 'After' },
  epochs: { before: 'Before excavation', after: 'After excavation' },
  contours: 'Contours',
  contourInterval: (metres: number) => `Every ${metres} m, heavier every ${metres * 5} m`,
  classes: { ground: 'Ground', stockpile: 'Stockpile', pit: 'Pit', vegetation: 'Vegetation', other: 'Other' },
  legendLabel: 'Legend',
  elevationRange: (min: number, max: number) => [`${min.toFixed(0)} m`, `${max.toFixed(0)} m`] as const,
  /** The help under the view for a mouse (and keyboard) … */
  help: 'Drag to orbit, right-drag or Shift+drag to pan, scroll to zoom. On the focused view: arrows orbit, Shift+arrows pan, + and − zoom, Home resets.',
  /** … and for a touch screen, what OrbitControls does with fingers. */
  touchHelp: 'Drag with one finger to orbit, pinch to zoom, drag with two fingers to pan.',
  noWebglTitle: 'Your browser cannot show 3D graphics',
  noWebglMessage:
    'The viewer needs WebGL 2, which this browser or device has turned off or does not support. Try an up-to-date Chrome, Edge, Firefox or Safari, or turn on hardware acceleration.',
  loadFailedTitle: 'The sample could not be loaded',
  loadFailedMessage: 'Check your connection, then close this window and try again.',
} as const;
