// InkSynth: placeholder until its first file lands.
