// InkFormats: placeholder until its first file lands.
