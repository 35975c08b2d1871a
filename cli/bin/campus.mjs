#!/usr/bin/env node
import '../dist/campus.mjs';
